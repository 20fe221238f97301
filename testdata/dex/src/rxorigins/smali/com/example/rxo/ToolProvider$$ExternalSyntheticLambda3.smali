.class public final synthetic Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

# instance fields
.field public final synthetic f$0:I


# direct methods
.method public synthetic constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda3;->f$0:I
    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 2
    iget v0, p0, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda3;->f$0:I
    invoke-static {v0}, Lcom/example/rxo/ToolProvider;->lambda$tagged$3(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
