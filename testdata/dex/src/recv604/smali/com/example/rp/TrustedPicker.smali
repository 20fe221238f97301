.class final Lcom/example/rp/TrustedPicker;
.super Ljava/lang/Object;
.source "RolesProvider.java"

.implements Lcom/example/rp/PackagePicker;

.method constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public pick([Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 18
    array-length v0, p1
    const/4 v1, 0x0
    :goto_2
    if-ge v1, v0, :cond_12
    aget-object v2, p1, v1
    .line 19
    const-string v3, "com.example.trusted"
    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :cond_f
    return-object v2
    .line 18
    :cond_f
    add-int/lit8 v1, v1, 0x1
    goto :goto_2
    .line 21
    :cond_12
    const/4 p1, 0x0
    return-object p1
.end method
