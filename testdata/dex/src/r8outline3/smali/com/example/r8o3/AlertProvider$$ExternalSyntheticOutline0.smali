# R8's outlines of sequences repeated in this app's classes (sketch/*.java),
# in one class named after the first class that used them: static, named m,
# a receiver R8 passes as Object and casts, no line table.
.class public final synthetic Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# new CetpProviderTool(name, new ToolAnnotations(effect, risk, policy))
.method public static synthetic m(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .registers 6
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    invoke-direct {v1, p1, p2, p3}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v0, p0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    return-object v0
.end method

# CetpAccessDecision.allow(Collections.singletonList(scope))
.method public static synthetic m(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 1
    invoke-static {p0}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object p0
    invoke-static {p0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allow(Ljava/util/List;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object p0
    return-object p0
.end method

# pkg.equals(request.getCallerPackage())
.method public static synthetic m(Ljava/lang/Object;Ljava/lang/String;)Z
    .registers 2
    check-cast p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    invoke-virtual {p0}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object p0
    invoke-virtual {p1, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p0
    return p0
.end method

# prefs.edit().putString(key, value).apply()
.method public static synthetic m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)V
    .registers 3
    check-cast p0, Landroid/content/SharedPreferences;
    invoke-interface {p0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    invoke-interface {p0, p1, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method

# prefs.getString(key, def).trim()
.method public static synthetic m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    check-cast p0, Landroid/content/SharedPreferences;
    invoke-interface {p0, p1, p2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/String;->trim()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

# extras.getBundle(name).getBoolean(key)
.method public static synthetic m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 3
    check-cast p0, Landroid/os/Bundle;
    invoke-virtual {p0, p1}, Landroid/os/Bundle;->getBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    invoke-virtual {p0, p2}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result p0
    return p0
.end method

# Intent i = new Intent(); i.setClassName(pkg, cls)
.method public static synthetic m(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .registers 3
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    invoke-virtual {v0, p0, p1}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    return-object v0
.end method

# activity.setResult(code, data); activity.finish()
.method public static synthetic m(Ljava/lang/Object;ILandroid/content/Intent;)V
    .registers 3
    check-cast p0, Landroid/app/Activity;
    invoke-virtual {p0, p1, p2}, Landroid/app/Activity;->setResult(ILandroid/content/Intent;)V
    invoke-virtual {p0}, Landroid/app/Activity;->finish()V
    return-void
.end method

# Bundle b = new Bundle(); b.putString(k1, v1); b.putParcelable(k2, v2)
.method public static synthetic m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Parcelable;)Landroid/os/Bundle;
    .registers 5
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-virtual {v0, p0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, p2, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

# new JSONObject(json).optBoolean(key)
.method public static synthetic m(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 3
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p0
    return p0
.end method

# new JSONObject(json).optString(key)
.method public static synthetic m(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
