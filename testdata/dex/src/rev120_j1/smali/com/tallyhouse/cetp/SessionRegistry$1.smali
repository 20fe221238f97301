.class synthetic Lcom/tallyhouse/cetp/SessionRegistry$1;
.super Ljava/lang/Object;
.source "SessionRegistry.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyhouse/cetp/SessionRegistry;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1008
    name = null
.end annotation
