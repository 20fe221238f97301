.class public final Lcom/brambleway/Account;
.super Ljava/lang/Object;
.source "Account.kt"

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field private static final Companion:Lcom/brambleway/Account$Companion;
.field public static final KEY_RAIL:Ljava/lang/String; = "rail_linked"
.field public static final KEY_USER:Ljava/lang/String; = "user"


# instance fields
.field private final prefs:Landroid/content/SharedPreferences;
.field private final user$delegate:Lkotlin/properties/ReadWriteProperty;


# direct methods
.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x1
    new-array v7, v0, [Lkotlin/reflect/KProperty;
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v3, Lcom/brambleway/Account;
    const-string v4, "user"
    const-string v5, "getUser()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x0
    aput-object v2, v7, v1
    sput-object v7, Lcom/brambleway/Account;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    new-instance v0, Lcom/brambleway/Account$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/brambleway/Account$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/brambleway/Account;->Companion:Lcom/brambleway/Account$Companion;
    return-void
.end method

.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 8
    const-string v0, "prefs"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/Account;->prefs:Landroid/content/SharedPreferences;
    .line 8
    sget-object v3, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    iget-object v0, p0, Lcom/brambleway/Account;->prefs:Landroid/content/SharedPreferences;
    const-string v1, "user"
    const/4 v2, 0x0
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const/4 v5, 0x0
    .line 22
    new-instance v0, Lcom/brambleway/Account$special$$inlined$observable$1;
    invoke-direct {v0, v4, p0}, Lcom/brambleway/Account$special$$inlined$observable$1;-><init>(Ljava/lang/Object;Lcom/brambleway/Account;)V
    check-cast v0, Lkotlin/properties/ReadWriteProperty;
    .line 8
    iput-object v0, p0, Lcom/brambleway/Account;->user$delegate:Lkotlin/properties/ReadWriteProperty;
    .line 7
    return-void
.end method

.method public static final synthetic access$getPrefs$p(Lcom/brambleway/Account;)Landroid/content/SharedPreferences;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/brambleway/Account;->prefs:Landroid/content/SharedPreferences;
    return-object v0
.end method


# virtual methods
.method public final getRailLinked()Z
    .registers 4
    .line 14
    iget-object v0, p0, Lcom/brambleway/Account;->prefs:Landroid/content/SharedPreferences;
    const-string v1, "rail_linked"
    const/4 v2, 0x0
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getBoolean(Ljava/lang/String;Z)Z
    move-result v0
    return v0
.end method

.method public final getSignedIn()Z
    .registers 2
    .line 12
    invoke-virtual {p0}, Lcom/brambleway/Account;->getUser()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L11
    const/4 v0, 0x1
    goto :L12
:L11
    const/4 v0, 0x0
:L12
    return v0
.end method

.method public final getUser()Ljava/lang/String;
    .registers 4
    .line 8
    iget-object v0, p0, Lcom/brambleway/Account;->user$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/brambleway/Account;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final setUser(Ljava/lang/String;)V
    .registers 5
    .line 8
    iget-object v0, p0, Lcom/brambleway/Account;->user$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/brambleway/Account;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, p0, v1, p1}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method
