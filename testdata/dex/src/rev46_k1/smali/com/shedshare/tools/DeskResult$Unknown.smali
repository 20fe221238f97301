.class public final Lcom/shedshare/tools/DeskResult$Unknown;
.super Lcom/shedshare/tools/DeskResult;
.source "Ledger.kt"

.field public static final INSTANCE:Lcom/shedshare/tools/DeskResult$Unknown;

.method private constructor <init>()V
    .registers 2
    .line 93
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/shedshare/tools/DeskResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/shedshare/tools/DeskResult$Unknown;
    invoke-direct {v0}, Lcom/shedshare/tools/DeskResult$Unknown;-><init>()V
    sput-object v0, Lcom/shedshare/tools/DeskResult$Unknown;->INSTANCE:Lcom/shedshare/tools/DeskResult$Unknown;
    return-void
.end method

