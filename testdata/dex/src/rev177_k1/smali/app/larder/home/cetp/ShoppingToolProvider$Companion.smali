.class final Lapp/larder/home/cetp/ShoppingToolProvider$Companion;
.super Ljava/lang/Object;
.source "ShoppingToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 195
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/home/cetp/ShoppingToolProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getFILE_NAME()Lkotlin/text/Regex;
    .registers 2

    .line 198
    invoke-static {}, Lapp/larder/home/cetp/ShoppingToolProvider;->access$getFILE_NAME$cp()Lkotlin/text/Regex;

    move-result-object v0

    return-object v0
.end method
