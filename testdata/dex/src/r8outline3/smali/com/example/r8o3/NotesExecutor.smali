# A durable executor (its body is another fixture's business; here only
# that NotesProvider's getter can return one).
.class public final Lcom/example/r8o3/NotesExecutor;
.super Ljava/lang/Object;
.source "NotesExecutor.java"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
