.class public final synthetic Lcom/ridgeway/doorhub/camera/CameraToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BooleanSupplier;


# instance fields
.field public final synthetic f$0:Lcom/ridgeway/doorhub/camera/OperationStore;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/ridgeway/doorhub/camera/OperationStore;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/ridgeway/doorhub/camera/OperationStore;

    iput-object p2, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getAsBoolean()Z
    .registers 3

    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/ridgeway/doorhub/camera/OperationStore;

    iget-object v1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->lambda$archive$1(Lcom/ridgeway/doorhub/camera/OperationStore;Ljava/lang/String;)Z

    move-result v0

    return v0
.end method
