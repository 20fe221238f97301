.class public final synthetic Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# static fields
.field public static final synthetic INSTANCE:Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda2;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0}, Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda2;-><init>()V

    sput-object v0, Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda2;->INSTANCE:Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda2;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    check-cast p1, Lapp/larder/pantry/Item;

    invoke-static {p1}, Lapp/larder/pantry/PantryToolProvider;->summary$lambda$0$0(Lapp/larder/pantry/Item;)Ljava/lang/CharSequence;

    move-result-object v0

    return-object v0
.end method
