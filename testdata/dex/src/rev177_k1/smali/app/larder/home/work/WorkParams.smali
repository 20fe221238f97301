.class public final Lapp/larder/home/work/WorkParams;
.super Ljava/lang/Object;
.source "Work.kt"


# instance fields
.field private final dao:Lapp/larder/home/data/WorkDao;

.field private final input:Lorg/json/JSONObject;

.field private final operationId:Ljava/lang/String;

.field private final ownerUid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;ILorg/json/JSONObject;Lapp/larder/home/data/WorkDao;)V
    .registers 6

    const-string v0, "operationId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "input"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "dao"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/work/WorkParams;->operationId:Ljava/lang/String;

    iput p2, p0, Lapp/larder/home/work/WorkParams;->ownerUid:I

    iput-object p3, p0, Lapp/larder/home/work/WorkParams;->input:Lorg/json/JSONObject;

    iput-object p4, p0, Lapp/larder/home/work/WorkParams;->dao:Lapp/larder/home/data/WorkDao;

    return-void
.end method


# virtual methods
.method public final getInput()Lorg/json/JSONObject;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/larder/home/work/WorkParams;->input:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getOperationId()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/larder/home/work/WorkParams;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public final getOwnerUid()I
    .registers 2

    .line 11
    iget v0, p0, Lapp/larder/home/work/WorkParams;->ownerUid:I

    return v0
.end method

.method public final isStopped()Z
    .registers 3

    .line 13
    iget-object v0, p0, Lapp/larder/home/work/WorkParams;->dao:Lapp/larder/home/data/WorkDao;

    iget-object v1, p0, Lapp/larder/home/work/WorkParams;->operationId:Ljava/lang/String;

    invoke-interface {v0, v1}, Lapp/larder/home/data/WorkDao;->cancelRequested(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method
