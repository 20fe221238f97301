.class public final synthetic Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda13;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# static fields
.field public static final synthetic INSTANCE:Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda13;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda13;

    invoke-direct {v0}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda13;-><init>()V

    sput-object v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda13;->INSTANCE:Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda13;

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

    check-cast p1, Lio/kanbu/app/board/BoardState;

    check-cast p2, Lio/kanbu/app/board/BoardAction;

    invoke-static {p1, p2}, Lio/kanbu/app/board/BoardToolProvider;->store_delegate$lambda$0$0(Lio/kanbu/app/board/BoardState;Lio/kanbu/app/board/BoardAction;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    return-object v0
.end method
