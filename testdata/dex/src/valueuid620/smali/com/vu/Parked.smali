.class public final Lcom/vu/Parked;
.super Ljava/lang/Object;
.source "ParkProvider.kt"

# instance fields
.field private final uid:I
.field private final tool:Ljava/lang/String;
.field private final requestId:Ljava/lang/String;


# direct methods
.method private constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .registers 6
    const-string v1, "tool"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "requestId"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput v3, v2, Lcom/vu/Parked;->uid:I
    iput-object v4, v2, Lcom/vu/Parked;->tool:Ljava/lang/String;
    iput-object v5, v2, Lcom/vu/Parked;->requestId:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    invoke-direct {v1, v2, v3, v4}, Lcom/vu/Parked;-><init>(ILjava/lang/String;Ljava/lang/String;)V
    return-void
.end method


# virtual methods
.method public final getUid-pC-JbLM()I
    .registers 2
    .line 20
    iget v0, v1, Lcom/vu/Parked;->uid:I
    return v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 20
    iget-object v0, v1, Lcom/vu/Parked;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2
    .line 20
    iget-object v0, v1, Lcom/vu/Parked;->requestId:Ljava/lang/String;
    return-object v0
.end method

