/** The bancas the demo bank's questions come from, as the admin's Bancas tab lists them. */
export const BANCAS = ['VUNESP', 'Cebraspe', 'FGV', 'IBFC', 'Instituto AOCP', 'IDECAN', 'Fundatec'] as const;
