.class public final synthetic Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Lcom/keydrop/a/d;


# static fields
.field public static final synthetic INSTANCE:Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda1;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0}, Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda1;-><init>()V

    sput-object v0, Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/keydrop/UnlockProvider$$ExternalSyntheticLambda1;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final a(Lcom/keydrop/a/a;Lcom/keydrop/a/b;)Landroid/os/Bundle;
    .registers 3

    invoke-static {p1, p2}, Lcom/keydrop/UnlockProvider;->b(Lcom/keydrop/a/a;Lcom/keydrop/a/b;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
