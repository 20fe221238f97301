.class synthetic Lcom/sw/Notices$1;
.super Ljava/lang/Object;
.source "Notices.java"

# static fields
.field static final synthetic $SwitchMap$com$sw$Notices$Reason:[I


# direct methods
.method static constructor <clinit>()V
    .registers 4
    .line 14
    invoke-static {}, Lcom/sw/Notices$Reason;->values()[Lcom/sw/Notices$Reason;
    move-result-object v0
    array-length v0, v0
    new-array v0, v0, [I
    sput-object v0, Lcom/sw/Notices$1;->$SwitchMap$com$sw$Notices$Reason:[I
:L9
    sget-object v0, Lcom/sw/Notices$1;->$SwitchMap$com$sw$Notices$Reason:[I
    sget-object v1, Lcom/sw/Notices$Reason;->SIGN_IN:Lcom/sw/Notices$Reason;
    invoke-virtual {v1}, Lcom/sw/Notices$Reason;->ordinal()I
    move-result v1
    const/4 v2, 0x1
    aput v2, v0, v1
:L20
    goto :L24
:L23
    move-exception v3
:L24
    return-void
    .catch Ljava/lang/NoSuchFieldError; {:L9 .. :L20} :L23
.end method

