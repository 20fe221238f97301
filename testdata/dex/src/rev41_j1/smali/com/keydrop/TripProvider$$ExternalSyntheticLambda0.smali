.class public final synthetic Lcom/keydrop/TripProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Lcom/keydrop/a/m;


# static fields
.field public static final synthetic INSTANCE:Lcom/keydrop/TripProvider$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/keydrop/TripProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/keydrop/TripProvider$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/keydrop/TripProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/keydrop/TripProvider$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final a(Ljava/lang/String;Z)V
    .registers 3

    invoke-static {p1, p2}, Lcom/keydrop/TripProvider;->a(Ljava/lang/String;Z)V

    return-void
.end method
