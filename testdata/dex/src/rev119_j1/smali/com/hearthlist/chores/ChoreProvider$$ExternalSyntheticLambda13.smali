.class public final synthetic Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda13;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Function;


# static fields
.field public static final synthetic INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda13;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda13;

    invoke-direct {v0}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda13;-><init>()V

    sput-object v0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda13;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda13;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2

    check-cast p1, Landroid/database/SQLException;

    invoke-static {p1}, Lcom/hearthlist/cetp/Replies;->publicText(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object p1

    return-object p1
.end method
