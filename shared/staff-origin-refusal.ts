/** The words of a staff post's refusal by the origin rule, the same from the server's guard and from the staff guard. */
export const STAFF_ORIGIN_REFUSAL = "Cross-origin requests are refused";
