.class final Lcom/fernhill/lend/HoldTools$Companion;
.super Ljava/lang/Object;
.source "HoldTools.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 72
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/fernhill/lend/HoldTools$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getRECEIPT_NAME()Lkotlin/text/Regex;
    .registers 2

    .line 75
    invoke-static {}, Lcom/fernhill/lend/HoldTools;->access$getRECEIPT_NAME$cp()Lkotlin/text/Regex;

    move-result-object v0

    return-object v0
.end method
