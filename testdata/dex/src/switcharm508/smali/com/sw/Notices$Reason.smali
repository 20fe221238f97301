.class final enum Lcom/sw/Notices$Reason;
.super Ljava/lang/Enum;
.source "Notices.java"

# static fields
.field public static final enum SIGN_IN:Lcom/sw/Notices$Reason;
.field public static final enum SKIPPED:Lcom/sw/Notices$Reason;
.field private static final synthetic $VALUES:[Lcom/sw/Notices$Reason;


# direct methods
.method public static values()[Lcom/sw/Notices$Reason;
    .registers 1
    .line 8
    sget-object v0, Lcom/sw/Notices$Reason;->$VALUES:[Lcom/sw/Notices$Reason;
    invoke-virtual {v0}, [Lcom/sw/Notices$Reason;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/sw/Notices$Reason;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/sw/Notices$Reason;
    .registers 2
    .line 8
    const-class v0, Lcom/sw/Notices$Reason;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/sw/Notices$Reason;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 8
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method private static synthetic $values()[Lcom/sw/Notices$Reason;
    .registers 4
    .line 8
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/sw/Notices$Reason;
    const/4 v2, 0x0
    sget-object v3, Lcom/sw/Notices$Reason;->SIGN_IN:Lcom/sw/Notices$Reason;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/sw/Notices$Reason;->SKIPPED:Lcom/sw/Notices$Reason;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 8
    new-instance v0, Lcom/sw/Notices$Reason;
    const-string v2, "SIGN_IN"
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/sw/Notices$Reason;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/sw/Notices$Reason;->SIGN_IN:Lcom/sw/Notices$Reason;
    new-instance v0, Lcom/sw/Notices$Reason;
    const-string v2, "SKIPPED"
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lcom/sw/Notices$Reason;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/sw/Notices$Reason;->SKIPPED:Lcom/sw/Notices$Reason;
    invoke-static {}, Lcom/sw/Notices$Reason;->$values()[Lcom/sw/Notices$Reason;
    move-result-object v0
    sput-object v0, Lcom/sw/Notices$Reason;->$VALUES:[Lcom/sw/Notices$Reason;
    return-void
.end method

