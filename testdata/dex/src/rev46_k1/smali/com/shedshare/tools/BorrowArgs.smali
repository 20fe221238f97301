.class public final Lcom/shedshare/tools/BorrowArgs;
.super Ljava/lang/Object;
.source "Args.kt"

.field public static final Companion:Lcom/shedshare/tools/BorrowArgs$Companion;
.field private final toolName:Ljava/lang/String;
.field private final onBehalfOf:Ljava/lang/String;
.field private final confirmed:Z

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 5
    const-string v0, "toolName"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 25
    iput-object v2, v1, Lcom/shedshare/tools/BorrowArgs;->toolName:Ljava/lang/String;
    .line 26
    iput-object v3, v1, Lcom/shedshare/tools/BorrowArgs;->onBehalfOf:Ljava/lang/String;
    .line 27
    iput-boolean v4, v1, Lcom/shedshare/tools/BorrowArgs;->confirmed:Z
    .line 24
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 8
    .line 24
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L9
    .line 26
    const/4 v0, 0x0
    move-object v4, v0
    :L9
    .line 24
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L18
    .line 27
    const/4 v0, 0x0
    move v5, v0
    :L18
    .line 24
    invoke-direct {v2, v3, v4, v5}, Lcom/shedshare/tools/BorrowArgs;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .line 28
    return-void
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 2
    .line 25
    iget-object v0, v1, Lcom/shedshare/tools/BorrowArgs;->toolName:Ljava/lang/String;
    return-object v0
.end method

.method public static synthetic getToolName$annotations()V
    .registers 0
    return-void
.end method

.method public final getOnBehalfOf()Ljava/lang/String;
    .registers 2
    .line 26
    iget-object v0, v1, Lcom/shedshare/tools/BorrowArgs;->onBehalfOf:Ljava/lang/String;
    return-object v0
.end method

.method public static synthetic getOnBehalfOf$annotations()V
    .registers 0
    return-void
.end method

.method public final getConfirmed()Z
    .registers 2
    .line 27
    iget-boolean v0, v1, Lcom/shedshare/tools/BorrowArgs;->confirmed:Z
    return v0
.end method

.method public static synthetic getConfirmed$annotations()V
    .registers 0
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/shedshare/tools/BorrowArgs$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/shedshare/tools/BorrowArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/shedshare/tools/BorrowArgs;->Companion:Lcom/shedshare/tools/BorrowArgs$Companion;
    return-void
.end method

