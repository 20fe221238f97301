.class public final Lcom/chairtime/core/Reply$Builder;
.super Ljava/lang/Object;
.source "Reply.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/chairtime/core/Reply;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private code:Ljava/lang/String;

.field private data:Ljava/lang/String;

.field private message:Ljava/lang/String;

.field private parcel:Landroid/os/Parcelable;

.field private parcelKey:Ljava/lang/String;

.field private resumeToken:Ljava/lang/String;

.field private status:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    const-string v0, "success"

    iput-object v0, p0, Lcom/chairtime/core/Reply$Builder;->status:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public build()Landroid/os/Bundle;
    .registers 5

    .line 51
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    .line 52
    const-string v1, "status"

    iget-object v2, p0, Lcom/chairtime/core/Reply$Builder;->status:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 53
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 54
    iget-object v1, p0, Lcom/chairtime/core/Reply$Builder;->code:Ljava/lang/String;

    if-eqz v1, :cond_message

    .line 55
    const-string v1, "error_code"

    iget-object v2, p0, Lcom/chairtime/core/Reply$Builder;->code:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 56
    const-string v1, "retryable"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 58
    :cond_message
    iget-object v1, p0, Lcom/chairtime/core/Reply$Builder;->message:Ljava/lang/String;

    if-eqz v1, :cond_data

    .line 59
    const-string v1, "error_message"

    iget-object v2, p0, Lcom/chairtime/core/Reply$Builder;->message:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 61
    :cond_data
    iget-object v1, p0, Lcom/chairtime/core/Reply$Builder;->data:Ljava/lang/String;

    if-eqz v1, :cond_resume

    .line 62
    const-string v1, "data"

    iget-object v2, p0, Lcom/chairtime/core/Reply$Builder;->data:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 64
    :cond_resume
    iget-object v1, p0, Lcom/chairtime/core/Reply$Builder;->resumeToken:Ljava/lang/String;

    if-eqz v1, :cond_parcel

    .line 65
    const-string v1, "resume_token"

    iget-object v2, p0, Lcom/chairtime/core/Reply$Builder;->resumeToken:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 67
    :cond_parcel
    iget-object v1, p0, Lcom/chairtime/core/Reply$Builder;->parcel:Landroid/os/Parcelable;

    if-eqz v1, :cond_done

    .line 68
    iget-object v1, p0, Lcom/chairtime/core/Reply$Builder;->parcelKey:Ljava/lang/String;

    iget-object v2, p0, Lcom/chairtime/core/Reply$Builder;->parcel:Landroid/os/Parcelable;

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 70
    :cond_done
    return-object v0
.end method

.method public code(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;
    .registers 2

    .line 25
    iput-object p1, p0, Lcom/chairtime/core/Reply$Builder;->code:Ljava/lang/String;

    .line 26
    return-object p0
.end method

.method public data(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;
    .registers 2

    .line 35
    iput-object p1, p0, Lcom/chairtime/core/Reply$Builder;->data:Ljava/lang/String;

    .line 36
    return-object p0
.end method

.method public message(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;
    .registers 2

    .line 30
    iput-object p1, p0, Lcom/chairtime/core/Reply$Builder;->message:Ljava/lang/String;

    .line 31
    return-object p0
.end method

.method public parcel(Ljava/lang/String;Landroid/os/Parcelable;)Lcom/chairtime/core/Reply$Builder;
    .registers 3

    .line 45
    iput-object p1, p0, Lcom/chairtime/core/Reply$Builder;->parcelKey:Ljava/lang/String;

    .line 46
    iput-object p2, p0, Lcom/chairtime/core/Reply$Builder;->parcel:Landroid/os/Parcelable;

    .line 47
    return-object p0
.end method

.method public resumeToken(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;
    .registers 2

    .line 40
    iput-object p1, p0, Lcom/chairtime/core/Reply$Builder;->resumeToken:Ljava/lang/String;

    .line 41
    return-object p0
.end method

.method public status(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;
    .registers 2

    .line 20
    iput-object p1, p0, Lcom/chairtime/core/Reply$Builder;->status:Ljava/lang/String;

    .line 21
    return-object p0
.end method
