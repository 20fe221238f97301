.class public final Lcom/shedshare/tools/DeskArgs;
.super Ljava/lang/Object;
.source "Args.kt"

.field public static final Companion:Lcom/shedshare/tools/DeskArgs$Companion;
.field private final toolId:Ljava/lang/String;
.field private final onBehalfOf:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "toolId"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 81
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 83
    iput-object v2, v1, Lcom/shedshare/tools/DeskArgs;->toolId:Ljava/lang/String;
    .line 84
    iput-object v3, v1, Lcom/shedshare/tools/DeskArgs;->onBehalfOf:Ljava/lang/String;
    .line 82
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    .line 82
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L8
    .line 84
    const/4 v0, 0x0
    move-object v4, v0
    :L8
    .line 82
    invoke-direct {v2, v3, v4}, Lcom/shedshare/tools/DeskArgs;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    .line 85
    return-void
.end method

.method public final getToolId()Ljava/lang/String;
    .registers 2
    .line 83
    iget-object v0, v1, Lcom/shedshare/tools/DeskArgs;->toolId:Ljava/lang/String;
    return-object v0
.end method

.method public static synthetic getToolId$annotations()V
    .registers 0
    return-void
.end method

.method public final getOnBehalfOf()Ljava/lang/String;
    .registers 2
    .line 84
    iget-object v0, v1, Lcom/shedshare/tools/DeskArgs;->onBehalfOf:Ljava/lang/String;
    return-object v0
.end method

.method public static synthetic getOnBehalfOf$annotations()V
    .registers 0
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/shedshare/tools/DeskArgs$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/shedshare/tools/DeskArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/shedshare/tools/DeskArgs;->Companion:Lcom/shedshare/tools/DeskArgs$Companion;
    return-void
.end method

