.class public final synthetic Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# static fields
.field public static final synthetic INSTANCE:Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    invoke-static {}, Lcom/parcelnest/app/ParcelToolProvider;->onCreate$lambda$0()I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
