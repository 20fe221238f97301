.class public final synthetic Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# static fields
.field public static final synthetic INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0}, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda3;-><init>()V

    sput-object v0, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda3;

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

    check-cast p1, Lcom/parcelnest/app/ToolCall;

    check-cast p2, Lorg/json/JSONObject;

    invoke-static {p1, p2}, Lcom/parcelnest/app/LockerToolProvider;->lambda$0$1$0(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method
