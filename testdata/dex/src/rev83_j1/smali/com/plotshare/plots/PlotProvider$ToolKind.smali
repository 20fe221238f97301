.class abstract enum Lcom/plotshare/plots/PlotProvider$ToolKind;
.super Ljava/lang/Enum;
.source "PlotProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/plotshare/plots/PlotProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4408
    name = "ToolKind"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/plotshare/plots/PlotProvider$ToolKind;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/plotshare/plots/PlotProvider$ToolKind;

.field public static final enum CLAIM_PLOT:Lcom/plotshare/plots/PlotProvider$ToolKind;

.field public static final enum PLOTS_BY_CROP:Lcom/plotshare/plots/PlotProvider$ToolKind;

.field public static final enum SEARCH_PLOTS:Lcom/plotshare/plots/PlotProvider$ToolKind;

.field public static final enum SWAP_PLOT:Lcom/plotshare/plots/PlotProvider$ToolKind;


# direct methods
.method private static synthetic $values()[Lcom/plotshare/plots/PlotProvider$ToolKind;
    .registers 3

    .line 29
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/plotshare/plots/PlotProvider$ToolKind;

    sget-object v1, Lcom/plotshare/plots/PlotProvider$ToolKind;->SEARCH_PLOTS:Lcom/plotshare/plots/PlotProvider$ToolKind;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    sget-object v1, Lcom/plotshare/plots/PlotProvider$ToolKind;->PLOTS_BY_CROP:Lcom/plotshare/plots/PlotProvider$ToolKind;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    sget-object v1, Lcom/plotshare/plots/PlotProvider$ToolKind;->SWAP_PLOT:Lcom/plotshare/plots/PlotProvider$ToolKind;

    const/4 v2, 0x2

    aput-object v1, v0, v2

    sget-object v1, Lcom/plotshare/plots/PlotProvider$ToolKind;->CLAIM_PLOT:Lcom/plotshare/plots/PlotProvider$ToolKind;

    const/4 v2, 0x3

    aput-object v1, v0, v2

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 30
    new-instance v0, Lcom/plotshare/plots/PlotProvider$ToolKind$1;

    const-string v1, "SEARCH_PLOTS"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/plotshare/plots/PlotProvider$ToolKind$1;-><init>(Ljava/lang/String;ILcom/plotshare/plots/PlotProvider-IA;)V

    sput-object v0, Lcom/plotshare/plots/PlotProvider$ToolKind;->SEARCH_PLOTS:Lcom/plotshare/plots/PlotProvider$ToolKind;

    .line 40
    new-instance v0, Lcom/plotshare/plots/PlotProvider$ToolKind$2;

    const-string v1, "PLOTS_BY_CROP"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2, v3}, Lcom/plotshare/plots/PlotProvider$ToolKind$2;-><init>(Ljava/lang/String;ILcom/plotshare/plots/PlotProvider-IA;)V

    sput-object v0, Lcom/plotshare/plots/PlotProvider$ToolKind;->PLOTS_BY_CROP:Lcom/plotshare/plots/PlotProvider$ToolKind;

    .line 50
    new-instance v0, Lcom/plotshare/plots/PlotProvider$ToolKind$3;

    const-string v1, "SWAP_PLOT"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2, v3}, Lcom/plotshare/plots/PlotProvider$ToolKind$3;-><init>(Ljava/lang/String;ILcom/plotshare/plots/PlotProvider-IA;)V

    sput-object v0, Lcom/plotshare/plots/PlotProvider$ToolKind;->SWAP_PLOT:Lcom/plotshare/plots/PlotProvider$ToolKind;

    .line 60
    new-instance v0, Lcom/plotshare/plots/PlotProvider$ToolKind$4;

    const-string v1, "CLAIM_PLOT"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2, v3}, Lcom/plotshare/plots/PlotProvider$ToolKind$4;-><init>(Ljava/lang/String;ILcom/plotshare/plots/PlotProvider-IA;)V

    sput-object v0, Lcom/plotshare/plots/PlotProvider$ToolKind;->CLAIM_PLOT:Lcom/plotshare/plots/PlotProvider$ToolKind;

    .line 29
    invoke-static {}, Lcom/plotshare/plots/PlotProvider$ToolKind;->$values()[Lcom/plotshare/plots/PlotProvider$ToolKind;

    move-result-object v0

    sput-object v0, Lcom/plotshare/plots/PlotProvider$ToolKind;->$VALUES:[Lcom/plotshare/plots/PlotProvider$ToolKind;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 29
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILcom/plotshare/plots/PlotProvider-IA;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/plotshare/plots/PlotProvider$ToolKind;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/plotshare/plots/PlotProvider$ToolKind;
    .registers 2

    .line 29
    const-class v0, Lcom/plotshare/plots/PlotProvider$ToolKind;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/plotshare/plots/PlotProvider$ToolKind;

    return-object v0
.end method

.method public static values()[Lcom/plotshare/plots/PlotProvider$ToolKind;
    .registers 1

    .line 29
    sget-object v0, Lcom/plotshare/plots/PlotProvider$ToolKind;->$VALUES:[Lcom/plotshare/plots/PlotProvider$ToolKind;

    invoke-virtual {v0}, [Lcom/plotshare/plots/PlotProvider$ToolKind;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/plotshare/plots/PlotProvider$ToolKind;

    return-object v0
.end method


# virtual methods
.method abstract execute(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method
