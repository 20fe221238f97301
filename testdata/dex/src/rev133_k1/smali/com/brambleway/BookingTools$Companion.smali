.class final Lcom/brambleway/BookingTools$Companion;
.super Ljava/lang/Object;
.source "BookingTools.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 78
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/brambleway/BookingTools$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final getRECEIPT_NAME()Lkotlin/text/Regex;
    .registers 2
    .line 80
    invoke-static {}, Lcom/brambleway/BookingTools;->access$getRECEIPT_NAME$cp()Lkotlin/text/Regex;
    move-result-object v0
    return-object v0
.end method

.method public final getSEAT()Lkotlin/text/Regex;
    .registers 2
    .line 79
    invoke-static {}, Lcom/brambleway/BookingTools;->access$getSEAT$cp()Lkotlin/text/Regex;
    move-result-object v0
    return-object v0
.end method
