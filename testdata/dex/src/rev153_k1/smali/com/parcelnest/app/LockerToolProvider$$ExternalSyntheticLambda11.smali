.class public final synthetic Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda11;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# static fields
.field public static final synthetic INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda11;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda11;

    invoke-direct {v0}, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda11;-><init>()V

    sput-object v0, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda11;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda11;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    check-cast p1, Landroid/content/Context;

    check-cast p2, Ljava/lang/Integer;

    invoke-virtual {p2}, Ljava/lang/Integer;->intValue()I

    move-result v0

    invoke-static {p1, v0}, Lcom/parcelnest/app/LockerToolProvider;->lambda$0$0(Landroid/content/Context;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
