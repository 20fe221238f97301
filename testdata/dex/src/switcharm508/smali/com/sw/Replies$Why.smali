.class final enum Lcom/sw/Replies$Why;
.super Ljava/lang/Enum;
.source "Replies.java"

# static fields
.field public static final enum SIGN_IN:Lcom/sw/Replies$Why;
.field public static final enum CONFIRM:Lcom/sw/Replies$Why;
.field public static final enum DECLINED:Lcom/sw/Replies$Why;
.field private static final synthetic $VALUES:[Lcom/sw/Replies$Why;


# direct methods
.method public static values()[Lcom/sw/Replies$Why;
    .registers 1
    .line 8
    sget-object v0, Lcom/sw/Replies$Why;->$VALUES:[Lcom/sw/Replies$Why;
    invoke-virtual {v0}, [Lcom/sw/Replies$Why;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/sw/Replies$Why;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/sw/Replies$Why;
    .registers 2
    .line 8
    const-class v0, Lcom/sw/Replies$Why;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/sw/Replies$Why;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 8
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method private static synthetic $values()[Lcom/sw/Replies$Why;
    .registers 4
    .line 8
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/sw/Replies$Why;
    const/4 v2, 0x0
    sget-object v3, Lcom/sw/Replies$Why;->SIGN_IN:Lcom/sw/Replies$Why;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/sw/Replies$Why;->CONFIRM:Lcom/sw/Replies$Why;
    aput-object v3, v0, v2
    const/4 v2, 0x2
    sget-object v3, Lcom/sw/Replies$Why;->DECLINED:Lcom/sw/Replies$Why;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 8
    new-instance v0, Lcom/sw/Replies$Why;
    const-string v2, "SIGN_IN"
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/sw/Replies$Why;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/sw/Replies$Why;->SIGN_IN:Lcom/sw/Replies$Why;
    new-instance v0, Lcom/sw/Replies$Why;
    const-string v2, "CONFIRM"
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lcom/sw/Replies$Why;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/sw/Replies$Why;->CONFIRM:Lcom/sw/Replies$Why;
    new-instance v0, Lcom/sw/Replies$Why;
    const-string v2, "DECLINED"
    const/4 v3, 0x2
    invoke-direct {v0, v2, v3}, Lcom/sw/Replies$Why;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/sw/Replies$Why;->DECLINED:Lcom/sw/Replies$Why;
    invoke-static {}, Lcom/sw/Replies$Why;->$values()[Lcom/sw/Replies$Why;
    move-result-object v0
    sput-object v0, Lcom/sw/Replies$Why;->$VALUES:[Lcom/sw/Replies$Why;
    return-void
.end method

