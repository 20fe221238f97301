.class public final synthetic Lcom/example/r34j2/EarningsProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# static fields
.field public static final synthetic INSTANCE:Lcom/example/r34j2/EarningsProvider$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .locals 1

    new-instance v0, Lcom/example/r34j2/EarningsProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/example/r34j2/EarningsProvider$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/example/r34j2/EarningsProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/r34j2/EarningsProvider$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .locals 0

    check-cast p1, Ljava/lang/String;

    invoke-static {p1}, Lcom/example/r34j2/EarningsProvider;->lambda$authorize$0(Ljava/lang/String;)Z

    move-result p1

    return p1
.end method
