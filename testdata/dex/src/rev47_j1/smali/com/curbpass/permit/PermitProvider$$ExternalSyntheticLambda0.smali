.class public final synthetic Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.implements Ljava/util/function/Predicate;
.source "SourceFile"


# static fields
.field public static final synthetic INSTANCE:Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda0;

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

    check-cast p1, Ljava/lang/String;

    invoke-static {p1}, Lcom/curbpass/permit/PermitProvider;->a(Ljava/lang/String;)Z

    move-result p1

    return p1
.end method
