.class public final enum Lcom/inkwell/notes/cetp/CetpTool$Confirm;
.super Ljava/lang/Enum;
.source "CetpTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/cetp/CetpTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Confirm"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/inkwell/notes/cetp/CetpTool$Confirm;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/inkwell/notes/cetp/CetpTool$Confirm;

.field public static final enum ALWAYS:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

.field public static final enum NEVER:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

.field public static final enum PROVIDER_POLICY:Lcom/inkwell/notes/cetp/CetpTool$Confirm;


# direct methods
.method private static synthetic $values()[Lcom/inkwell/notes/cetp/CetpTool$Confirm;
    .registers 3

    .line 27
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->NEVER:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->PROVIDER_POLICY:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->ALWAYS:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 27
    new-instance v0, Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    const-string v1, "NEVER"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/CetpTool$Confirm;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->NEVER:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    new-instance v0, Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    const-string v1, "PROVIDER_POLICY"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/CetpTool$Confirm;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->PROVIDER_POLICY:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    new-instance v0, Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    const-string v1, "ALWAYS"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/CetpTool$Confirm;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->ALWAYS:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-static {}, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->$values()[Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->$VALUES:[Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 27
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/inkwell/notes/cetp/CetpTool$Confirm;
    .registers 2

    .line 27
    const-class v0, Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    return-object v0
.end method

.method public static values()[Lcom/inkwell/notes/cetp/CetpTool$Confirm;
    .registers 1

    .line 27
    sget-object v0, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->$VALUES:[Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-virtual {v0}, [Lcom/inkwell/notes/cetp/CetpTool$Confirm;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    return-object v0
.end method
