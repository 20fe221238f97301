.class public final Lapp/larder/home/work/WorkRequest;
.super Ljava/lang/Object;
.source "Work.kt"


# instance fields
.field private final factory:Lkotlin/jvm/functions/Function1;

.field private final id:Ljava/lang/String;

.field private final input:Lorg/json/JSONObject;

.field private final ownerUid:I

.field private final provider:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Lorg/json/JSONObject;Lkotlin/jvm/functions/Function1;)V
    .registers 8

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "provider"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "input"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "factory"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 28
    iput-object p1, p0, Lapp/larder/home/work/WorkRequest;->id:Ljava/lang/String;

    .line 29
    iput-object p2, p0, Lapp/larder/home/work/WorkRequest;->provider:Ljava/lang/String;

    .line 30
    iput p3, p0, Lapp/larder/home/work/WorkRequest;->ownerUid:I

    .line 31
    iput-object p4, p0, Lapp/larder/home/work/WorkRequest;->requestId:Ljava/lang/String;

    .line 32
    iput-object p5, p0, Lapp/larder/home/work/WorkRequest;->input:Lorg/json/JSONObject;

    .line 33
    iput-object p6, p0, Lapp/larder/home/work/WorkRequest;->factory:Lkotlin/jvm/functions/Function1;

    .line 27
    return-void
.end method


# virtual methods
.method public final getFactory()Lkotlin/jvm/functions/Function1;
    .registers 2

    .line 33
    iget-object v0, p0, Lapp/larder/home/work/WorkRequest;->factory:Lkotlin/jvm/functions/Function1;

    return-object v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 28
    iget-object v0, p0, Lapp/larder/home/work/WorkRequest;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getInput()Lorg/json/JSONObject;
    .registers 2

    .line 32
    iget-object v0, p0, Lapp/larder/home/work/WorkRequest;->input:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getOwnerUid()I
    .registers 2

    .line 30
    iget v0, p0, Lapp/larder/home/work/WorkRequest;->ownerUid:I

    return v0
.end method

.method public final getProvider()Ljava/lang/String;
    .registers 2

    .line 29
    iget-object v0, p0, Lapp/larder/home/work/WorkRequest;->provider:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 31
    iget-object v0, p0, Lapp/larder/home/work/WorkRequest;->requestId:Ljava/lang/String;

    return-object v0
.end method
