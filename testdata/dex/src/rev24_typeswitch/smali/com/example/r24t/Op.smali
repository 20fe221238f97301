.class interface abstract Lcom/example/r24t/Op;
.super Ljava/lang/Object;
.source "Op.java"

.annotation system Ldalvik/annotation/PermittedSubclasses;
    value = {
        Lcom/example/r24t/Purge;,
        Lcom/example/r24t/Lookup;,
        Lcom/example/r24t/Save;,
        Lcom/example/r24t/Wipe;
    }
.end annotation
