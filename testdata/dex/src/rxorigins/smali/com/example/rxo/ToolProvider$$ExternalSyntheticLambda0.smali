.class public final synthetic Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Lcom/example/rxo/ToolProvider;->lambda$onCreate$0()Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
