# Java sketch:
#   public class ToolProvider extends ContentProvider {
#       private PendingIntent storedPi, safePi;
#       @Override public boolean onCreate() {
#           Context c = getContext();
#           storedPi = PendingIntent.getActivity(c, 0, Intents.confirm(c), 0);   // 6: true positive 601 (put below)
#           safePi = PendingIntent.getActivity(c, 1, Intents.confirm(c), PendingIntent.FLAG_IMMUTABLE); // 7: near miss
#           return true;
#       }
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           Context c = getContext(); Bundle out = new Bundle();                  // 11
#           out.putParcelable("resolution", Cases.companionFlags(c)); // 12
#           out.putParcelable("resolution", Cases.mutableCompanion(c)); // 13
#           out.putParcelable("resolution", Cases.sdkCompanion(c)); // 14
#           out.putParcelable("resolution", Cases.chosenImmutable(c)); // 15
#           out.putParcelable("resolution", Cases.chosenMutable(c)); // 16
#           out.putParcelable("resolution", Cases.chosenByRequest(c, extras)   // note: chosen by the request); // 17
#           out.putParcelable("resolution", Cases.earlyReturn(c)); // 18
#           out.putParcelable("resolution", Cases.earlyReturnMutable(c)); // 19
#           out.putParcelable("resolution", Cases.extensionExplicit(c)); // 20
#           out.putParcelable("resolution", Cases.extensionPackageOnly(c)); // 21
#           out.putParcelable("resolution", PisKt.confirmPi$default(c, 0, 2, null)   // Kotlin confirmPi(c): near miss 601); // 22
#           out.putParcelable("resolution", Intents.wrap2(c, FLAG_IMMUTABLE)        // near miss 602: explicit two levels down); // 23
#           out.putParcelable("resolution", Intents.implicitWrap2(c, FLAG_IMMUTABLE) // true positive 602); // 24
#           PiSource src = extras.getBoolean("second") ? new SourceImpl2() : new SourceImpl1(); // 25
#           out.putParcelable("resolution", src.make(c));                         // 26: SourceImpl3 is never made here
#           out.putParcelable("resolution", storedPi);                            // 27
#           out.putParcelable("resolution", safePi);                              // 28
#           return out;
#       }
#   }
.class public Lcom/example/pf/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private safePi:Landroid/app/PendingIntent;
.field private storedPi:Landroid/app/PendingIntent;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 5
    invoke-virtual {p0}, Lcom/example/pf/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    .line 6
    invoke-static {v0}, Lcom/example/pf/Intents;->confirm(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v1
    const/4 v2, 0x0
    invoke-static {v0, v2, v1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    iput-object v1, p0, Lcom/example/pf/ToolProvider;->storedPi:Landroid/app/PendingIntent;
    .line 7
    invoke-static {v0}, Lcom/example/pf/Intents;->confirm(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v1
    const/4 v2, 0x1
    const/high16 v3, 0x4000000
    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    iput-object v1, p0, Lcom/example/pf/ToolProvider;->safePi:Landroid/app/PendingIntent;
    .line 8
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 11
    invoke-virtual {p0}, Lcom/example/pf/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v3, "resolution"
    .line 12
    invoke-static {v0}, Lcom/example/pf/Cases;->companionFlags(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 13
    invoke-static {v0}, Lcom/example/pf/Cases;->mutableCompanion(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 14
    invoke-static {v0}, Lcom/example/pf/Cases;->sdkCompanion(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 15
    invoke-static {v0}, Lcom/example/pf/Cases;->chosenImmutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 16
    invoke-static {v0}, Lcom/example/pf/Cases;->chosenMutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 17
    invoke-static {v0, p3}, Lcom/example/pf/Cases;->chosenByRequest(Landroid/content/Context;Landroid/os/Bundle;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 18
    invoke-static {v0}, Lcom/example/pf/Cases;->earlyReturn(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 19
    invoke-static {v0}, Lcom/example/pf/Cases;->earlyReturnMutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 20
    invoke-static {v0}, Lcom/example/pf/Cases;->extensionExplicit(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 21
    invoke-static {v0}, Lcom/example/pf/Cases;->extensionPackageOnly(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 22
    const/4 v4, 0x0
    const/4 v5, 0x2
    const/4 v6, 0x0
    invoke-static {v0, v4, v5, v6}, Lcom/example/pf/PisKt;->confirmPi$default(Landroid/content/Context;IILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 23
    const/high16 v4, 0x4000000
    invoke-static {v0, v4}, Lcom/example/pf/Intents;->wrap2(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 24
    const/high16 v4, 0x4000000
    invoke-static {v0, v4}, Lcom/example/pf/Intents;->implicitWrap2(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 25
    const-string v4, "second"
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v4
    if-eqz v4, :cond_0
    new-instance v4, Lcom/example/pf/SourceImpl2;
    invoke-direct {v4}, Lcom/example/pf/SourceImpl2;-><init>()V
    goto :goto_0
    :cond_0
    new-instance v4, Lcom/example/pf/SourceImpl1;
    invoke-direct {v4}, Lcom/example/pf/SourceImpl1;-><init>()V
    :goto_0
    .line 26
    invoke-interface {v4, v0}, Lcom/example/pf/PiSource;->make(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 27
    iget-object v2, p0, Lcom/example/pf/ToolProvider;->storedPi:Landroid/app/PendingIntent;
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 28
    iget-object v2, p0, Lcom/example/pf/ToolProvider;->safePi:Landroid/app/PendingIntent;
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 29
    return-object v1
.end method
