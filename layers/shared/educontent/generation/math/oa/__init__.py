"""Operations and algebraic thinking (K-5 OA)."""
