.class public final synthetic Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# static fields
.field public static final synthetic INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda4;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v0}, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda4;-><init>()V

    sput-object v0, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda4;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda4;

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

    check-cast p1, Lorg/json/JSONObject;

    invoke-static {p1}, Lcom/parcelnest/app/LockerToolProvider;->lambda$0$2$0(Lorg/json/JSONObject;)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
