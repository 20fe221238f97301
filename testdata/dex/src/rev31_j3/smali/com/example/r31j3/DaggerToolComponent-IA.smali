.class synthetic Lcom/example/r31j3/DaggerToolComponent-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
