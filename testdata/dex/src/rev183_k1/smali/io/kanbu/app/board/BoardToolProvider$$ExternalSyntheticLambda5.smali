.class public final synthetic Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function3;


# static fields
.field public static final synthetic INSTANCE:Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda5;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v0}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda5;-><init>()V

    sput-object v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda5;->INSTANCE:Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda5;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    check-cast p1, Lio/kanbu/app/core/Store;

    check-cast p2, Lio/kanbu/app/board/BoardAction;

    check-cast p3, Lkotlin/jvm/functions/Function1;

    invoke-static {p1, p2, p3}, Lio/kanbu/app/board/BoardToolProvider;->deadlineGuard$lambda$0(Lio/kanbu/app/core/Store;Lio/kanbu/app/board/BoardAction;Lkotlin/jvm/functions/Function1;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
