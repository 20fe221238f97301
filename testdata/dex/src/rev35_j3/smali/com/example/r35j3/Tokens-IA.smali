.class synthetic Lcom/example/r35j3/Tokens-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
