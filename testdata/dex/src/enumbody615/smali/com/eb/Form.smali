.class public abstract enum Lcom/eb/Form;
.super Ljava/lang/Enum;
.source "Form.java"

# static fields
.field public static final enum SIGN:Lcom/eb/Form;
.field public static final enum SUBMIT:Lcom/eb/Form;
.field private static final synthetic $VALUES:[Lcom/eb/Form;


# direct methods
.method public static values()[Lcom/eb/Form;
    .registers 1
    .line 7
    sget-object v0, Lcom/eb/Form;->$VALUES:[Lcom/eb/Form;
    invoke-virtual {v0}, [Lcom/eb/Form;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/eb/Form;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/eb/Form;
    .registers 2
    .line 7
    const-class v0, Lcom/eb/Form;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/eb/Form;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 7
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method private static synthetic $values()[Lcom/eb/Form;
    .registers 4
    .line 7
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/eb/Form;
    const/4 v2, 0x0
    sget-object v3, Lcom/eb/Form;->SIGN:Lcom/eb/Form;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/eb/Form;->SUBMIT:Lcom/eb/Form;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 8
    new-instance v0, Lcom/eb/Form$1;
    const-string v2, "SIGN"
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/eb/Form$1;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/eb/Form;->SIGN:Lcom/eb/Form;
    .line 14
    new-instance v0, Lcom/eb/Form$2;
    const-string v2, "SUBMIT"
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lcom/eb/Form$2;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/eb/Form;->SUBMIT:Lcom/eb/Form;
    .line 7
    invoke-static {}, Lcom/eb/Form;->$values()[Lcom/eb/Form;
    move-result-object v0
    sput-object v0, Lcom/eb/Form;->$VALUES:[Lcom/eb/Form;
    return-void
.end method


# virtual methods
.method abstract intent()Landroid/content/Intent;
.end method

