.class public final synthetic Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda10;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# static fields
.field public static final synthetic INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda10;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda10;

    invoke-direct {v0}, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda10;-><init>()V

    sput-object v0, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda10;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda10;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    check-cast p1, Lcom/parcelnest/app/ToolBuilder;

    invoke-static {p1}, Lcom/parcelnest/app/ParcelToolsKt;->parcelTools$lambda$0$2(Lcom/parcelnest/app/ToolBuilder;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
