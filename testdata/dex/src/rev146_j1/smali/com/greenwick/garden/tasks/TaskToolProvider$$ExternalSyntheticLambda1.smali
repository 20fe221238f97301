.class public final synthetic Lcom/greenwick/garden/tasks/TaskToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    invoke-static {}, Lcom/greenwick/garden/tasks/TaskToolProvider;->lambda$new$1()Lcom/greenwick/garden/files/FileGateway;

    move-result-object v0

    return-object v0
.end method
