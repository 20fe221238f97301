.class public final synthetic Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/ToLongFunction;


# static fields
.field public static final synthetic INSTANCE:Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda6;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda6;

    invoke-direct {v0}, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda6;-><init>()V

    sput-object v0, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda6;->INSTANCE:Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda6;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final applyAsLong(Ljava/lang/Object;)J
    .registers 4

    check-cast p1, Ljava/io/File;

    invoke-virtual {p1}, Ljava/io/File;->length()J

    move-result-wide v0

    return-wide v0
.end method
