.class public final synthetic Lcom/quillhaven/archive/Jobs$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/LongUnaryOperator;


# static fields
.field public static final synthetic INSTANCE:Lcom/quillhaven/archive/Jobs$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/quillhaven/archive/Jobs$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/quillhaven/archive/Jobs$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/quillhaven/archive/Jobs$$ExternalSyntheticLambda0;->INSTANCE:Lcom/quillhaven/archive/Jobs$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final applyAsLong(J)J
    .registers 5

    invoke-static {p1, p2}, Lcom/quillhaven/archive/Jobs;->nextGeneration$lambda$0(J)J

    move-result-wide v0

    return-wide v0
.end method
