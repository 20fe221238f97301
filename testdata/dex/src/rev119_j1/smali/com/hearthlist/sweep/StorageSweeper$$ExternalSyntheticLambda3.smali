.class public final synthetic Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Predicate;


# static fields
.field public static final synthetic INSTANCE:Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda3;

    invoke-direct {v0}, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda3;-><init>()V

    sput-object v0, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda3;->INSTANCE:Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda3;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 2

    check-cast p1, Ljava/io/File;

    invoke-virtual {p1}, Ljava/io/File;->isFile()Z

    move-result p1

    return p1
.end method
