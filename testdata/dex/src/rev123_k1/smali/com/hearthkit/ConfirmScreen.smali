.class public abstract enum Lcom/hearthkit/ConfirmScreen;
.super Ljava/lang/Enum;
.source "Screens.kt"

# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;
.field private static final synthetic $VALUES:[Lcom/hearthkit/ConfirmScreen;
.field public static final APP_PACKAGE:Ljava/lang/String; = "com.hearthkit"
.field public static final enum AWAY_MODE:Lcom/hearthkit/ConfirmScreen;
.field public static final Companion:Lcom/hearthkit/ConfirmScreen$Companion;
.field public static final enum DELETE_ROUTINE:Lcom/hearthkit/ConfirmScreen;
.field public static final GUARD_PACKAGE:Ljava/lang/String; = "io.hearthguard.panel"
.field public static final enum RESET:Lcom/hearthkit/ConfirmScreen;
.field public static final enum SHARE_ROUTINE:Lcom/hearthkit/ConfirmScreen;
.field public static final enum UNLOCK:Lcom/hearthkit/ConfirmScreen;


# instance fields
.field private final requestCode:I


# direct methods
.method private static final synthetic $values()[Lcom/hearthkit/ConfirmScreen;
    .registers 4
    const/4 v0, 0x5
    new-array v3, v0, [Lcom/hearthkit/ConfirmScreen;
    sget-object v2, Lcom/hearthkit/ConfirmScreen;->UNLOCK:Lcom/hearthkit/ConfirmScreen;
    const/4 v1, 0x0
    aput-object v2, v3, v1
    sget-object v2, Lcom/hearthkit/ConfirmScreen;->RESET:Lcom/hearthkit/ConfirmScreen;
    const/4 v1, 0x1
    aput-object v2, v3, v1
    sget-object v2, Lcom/hearthkit/ConfirmScreen;->SHARE_ROUTINE:Lcom/hearthkit/ConfirmScreen;
    const/4 v1, 0x2
    aput-object v2, v3, v1
    sget-object v2, Lcom/hearthkit/ConfirmScreen;->DELETE_ROUTINE:Lcom/hearthkit/ConfirmScreen;
    const/4 v1, 0x3
    aput-object v2, v3, v1
    sget-object v2, Lcom/hearthkit/ConfirmScreen;->AWAY_MODE:Lcom/hearthkit/ConfirmScreen;
    const/4 v1, 0x4
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 13
    new-instance v0, Lcom/hearthkit/ConfirmScreen$UNLOCK;
    const-string v1, "UNLOCK"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/hearthkit/ConfirmScreen$UNLOCK;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/hearthkit/ConfirmScreen;->UNLOCK:Lcom/hearthkit/ConfirmScreen;
    .line 18
    new-instance v0, Lcom/hearthkit/ConfirmScreen$RESET;
    const-string v1, "RESET"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/hearthkit/ConfirmScreen$RESET;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/hearthkit/ConfirmScreen;->RESET:Lcom/hearthkit/ConfirmScreen;
    .line 23
    new-instance v0, Lcom/hearthkit/ConfirmScreen$SHARE_ROUTINE;
    const-string v1, "SHARE_ROUTINE"
    const/4 v2, 0x2
    invoke-direct {v0, v1, v2}, Lcom/hearthkit/ConfirmScreen$SHARE_ROUTINE;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/hearthkit/ConfirmScreen;->SHARE_ROUTINE:Lcom/hearthkit/ConfirmScreen;
    .line 29
    new-instance v0, Lcom/hearthkit/ConfirmScreen$DELETE_ROUTINE;
    const-string v1, "DELETE_ROUTINE"
    const/4 v2, 0x3
    invoke-direct {v0, v1, v2}, Lcom/hearthkit/ConfirmScreen$DELETE_ROUTINE;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/hearthkit/ConfirmScreen;->DELETE_ROUTINE:Lcom/hearthkit/ConfirmScreen;
    .line 34
    new-instance v0, Lcom/hearthkit/ConfirmScreen$AWAY_MODE;
    const-string v1, "AWAY_MODE"
    const/4 v2, 0x4
    invoke-direct {v0, v1, v2}, Lcom/hearthkit/ConfirmScreen$AWAY_MODE;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/hearthkit/ConfirmScreen;->AWAY_MODE:Lcom/hearthkit/ConfirmScreen;
    invoke-static {}, Lcom/hearthkit/ConfirmScreen;->$values()[Lcom/hearthkit/ConfirmScreen;
    move-result-object v0
    sput-object v0, Lcom/hearthkit/ConfirmScreen;->$VALUES:[Lcom/hearthkit/ConfirmScreen;
    sget-object v0, Lcom/hearthkit/ConfirmScreen;->$VALUES:[Lcom/hearthkit/ConfirmScreen;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/hearthkit/ConfirmScreen;->$ENTRIES:Lkotlin/enums/EnumEntries;
    new-instance v0, Lcom/hearthkit/ConfirmScreen$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/hearthkit/ConfirmScreen$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthkit/ConfirmScreen;->Companion:Lcom/hearthkit/ConfirmScreen$Companion;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;II)V
    .registers 4
    .line 12
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    iput p3, p0, Lcom/hearthkit/ConfirmScreen;->requestCode:I
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 5
    invoke-direct {p0, p1, p2, p3}, Lcom/hearthkit/ConfirmScreen;-><init>(Ljava/lang/String;II)V
    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/hearthkit/ConfirmScreen;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/hearthkit/ConfirmScreen;
    .registers 2
    const-class v0, Lcom/hearthkit/ConfirmScreen;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/hearthkit/ConfirmScreen;
    return-object v0
.end method

.method public static values()[Lcom/hearthkit/ConfirmScreen;
    .registers 1
    sget-object v0, Lcom/hearthkit/ConfirmScreen;->$VALUES:[Lcom/hearthkit/ConfirmScreen;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/hearthkit/ConfirmScreen;
    return-object v0
.end method


# virtual methods
.method public abstract getHeading()Ljava/lang/String;
.end method

.method public final getRequestCode()I
    .registers 2
    .line 12
    iget v0, p0, Lcom/hearthkit/ConfirmScreen;->requestCode:I
    return v0
.end method

.method public abstract intent(Landroid/content/Context;)Landroid/content/Intent;
.end method

.method public final target(Landroid/content/Context;)Landroid/content/Intent;
    .registers 5
    const-string v1, "ctx"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    invoke-virtual {p0, p1}, Lcom/hearthkit/ConfirmScreen;->intent(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    invoke-virtual {p0}, Lcom/hearthkit/ConfirmScreen;->name()Ljava/lang/String;
    move-result-object v2
    const-string v1, "com.hearthkit.extra.SCREEN"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v2, "putExtra(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
