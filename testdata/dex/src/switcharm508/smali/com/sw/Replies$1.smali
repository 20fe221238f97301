.class synthetic Lcom/sw/Replies$1;
.super Ljava/lang/Object;
.source "Replies.java"

# static fields
.field static final synthetic $SwitchMap$com$sw$Replies$Why:[I


# direct methods
.method static constructor <clinit>()V
    .registers 4
    .line 23
    invoke-static {}, Lcom/sw/Replies$Why;->values()[Lcom/sw/Replies$Why;
    move-result-object v0
    array-length v0, v0
    new-array v0, v0, [I
    sput-object v0, Lcom/sw/Replies$1;->$SwitchMap$com$sw$Replies$Why:[I
:L9
    sget-object v0, Lcom/sw/Replies$1;->$SwitchMap$com$sw$Replies$Why:[I
    sget-object v1, Lcom/sw/Replies$Why;->SIGN_IN:Lcom/sw/Replies$Why;
    invoke-virtual {v1}, Lcom/sw/Replies$Why;->ordinal()I
    move-result v1
    const/4 v2, 0x1
    aput v2, v0, v1
:L20
    goto :L24
:L23
    move-exception v3
:L24
    sget-object v0, Lcom/sw/Replies$1;->$SwitchMap$com$sw$Replies$Why:[I
    sget-object v1, Lcom/sw/Replies$Why;->CONFIRM:Lcom/sw/Replies$Why;
    invoke-virtual {v1}, Lcom/sw/Replies$Why;->ordinal()I
    move-result v1
    const/4 v2, 0x2
    aput v2, v0, v1
:L35
    goto :L39
:L38
    move-exception v3
:L39
    return-void
    .catch Ljava/lang/NoSuchFieldError; {:L9 .. :L20} :L23
    .catch Ljava/lang/NoSuchFieldError; {:L24 .. :L35} :L38
.end method

