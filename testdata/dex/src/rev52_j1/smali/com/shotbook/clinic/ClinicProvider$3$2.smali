.class Lcom/shotbook/clinic/ClinicProvider$3$2;
.super Ljava/lang/Object;
.source "ClinicProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/shotbook/clinic/ClinicProvider$3;->execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/shotbook/clinic/ClinicProvider$3;

.field final synthetic val$app:Landroid/content/Context;


# direct methods
.method constructor <init>(Lcom/shotbook/clinic/ClinicProvider$3;Landroid/content/Context;)V
    .registers 3

    .line 81
    iput-object p1, p0, Lcom/shotbook/clinic/ClinicProvider$3$2;->this$0:Lcom/shotbook/clinic/ClinicProvider$3;

    iput-object p2, p0, Lcom/shotbook/clinic/ClinicProvider$3$2;->val$app:Landroid/content/Context;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 4

    .line 84
    iget-object v0, p0, Lcom/shotbook/clinic/ClinicProvider$3$2;->val$app:Landroid/content/Context;

    const-string v1, "audit"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    .line 85
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    const-string v2, "last_dose_uid"

    invoke-interface {v0, v2, v1}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 86
    return-void
.end method
