.class public final synthetic Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# static fields
.field public static final synthetic INSTANCE:Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda1;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0}, Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda1;-><init>()V

    sput-object v0, Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda1;->INSTANCE:Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda1;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    invoke-static {}, Lapp/larder/pantry/PantryToolProvider;->ledger_delegate$lambda$0()Lapp/larder/pantry/JournalLedger;

    move-result-object v0

    return-object v0
.end method
