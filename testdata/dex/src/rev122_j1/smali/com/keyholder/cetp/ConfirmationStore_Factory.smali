.class public final Lcom/keyholder/cetp/ConfirmationStore_Factory;
.super Ljava/lang/Object;
.source "ConfirmationStore_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory",
        "<",
        "Lcom/keyholder/cetp/ConfirmationStore;",
        ">;"
    }
.end annotation


# static fields
.field private static final INSTANCE:Lcom/keyholder/cetp/ConfirmationStore_Factory;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 6
    new-instance v0, Lcom/keyholder/cetp/ConfirmationStore_Factory;

    invoke-direct {v0}, Lcom/keyholder/cetp/ConfirmationStore_Factory;-><init>()V

    sput-object v0, Lcom/keyholder/cetp/ConfirmationStore_Factory;->INSTANCE:Lcom/keyholder/cetp/ConfirmationStore_Factory;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static create()Lcom/keyholder/cetp/ConfirmationStore_Factory;
    .registers 1

    .line 18
    sget-object v0, Lcom/keyholder/cetp/ConfirmationStore_Factory;->INSTANCE:Lcom/keyholder/cetp/ConfirmationStore_Factory;

    return-object v0
.end method

.method public static newConfirmationStore()Lcom/keyholder/cetp/ConfirmationStore;
    .registers 1

    .line 22
    new-instance v0, Lcom/keyholder/cetp/ConfirmationStore;

    invoke-direct {v0}, Lcom/keyholder/cetp/ConfirmationStore;-><init>()V

    return-object v0
.end method

.method public static provideInstance()Lcom/keyholder/cetp/ConfirmationStore;
    .registers 1

    .line 14
    new-instance v0, Lcom/keyholder/cetp/ConfirmationStore;

    invoke-direct {v0}, Lcom/keyholder/cetp/ConfirmationStore;-><init>()V

    return-object v0
.end method


# virtual methods
.method public get()Lcom/keyholder/cetp/ConfirmationStore;
    .registers 2

    .line 10
    invoke-static {}, Lcom/keyholder/cetp/ConfirmationStore_Factory;->provideInstance()Lcom/keyholder/cetp/ConfirmationStore;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 5
    invoke-virtual {p0}, Lcom/keyholder/cetp/ConfirmationStore_Factory;->get()Lcom/keyholder/cetp/ConfirmationStore;

    move-result-object v0

    return-object v0
.end method
